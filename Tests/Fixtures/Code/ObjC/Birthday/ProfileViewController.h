#import <UIKit/UIKit.h>

// Examples/birthday.xml's screen: the birthday button brings the date picker's container up
// from below the screen, and the whole screen slides up by its bounds just far enough to keep
// the button in sight; a second tap puts both back.
@interface ProfileViewController : UIViewController
@end
