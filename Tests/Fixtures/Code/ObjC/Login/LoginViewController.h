#import <UIKit/UIKit.h>

// The sign-in button that turns a circle while it signs in. The article shows this class only
// by its two messages; its implementation is not among the files read, so the reader warns
// where they are sent and goes on without them.
@interface SpinningButton : UIButton
- (void)start;
- (void)stop;
@end

// Examples/login.xml's screen: the arrow drops the account history down under the account
// field, and Sign In shrinks to a circle while it signs in, then grows back on a second tap.
@interface LoginViewController : UIViewController
@end
