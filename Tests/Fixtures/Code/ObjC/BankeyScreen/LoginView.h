#import <UIKit/UIKit.h>

/// The login form of the Bankey screen: a user name field, a hairline and a password field,
/// stacked on a rounded panel.
@interface LoginView : UIView
@property (nonatomic, strong) UIStackView *stackView;
@property (nonatomic, strong) UITextField *usernameTextField;
@property (nonatomic, strong) UIView *dividerView;
@property (nonatomic, strong) UITextField *passwordTextField;
@end
