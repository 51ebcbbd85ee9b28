#import <UIKit/UIKit.h>

// Examples/panel.xml's screen: a panel hangs 220 pt above the top, 80 pt of it showing, and
// its Move button slides it down and back up.
@interface PanelViewController : UIViewController
@end
