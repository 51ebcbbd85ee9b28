#import "LoginView.h"

@implementation LoginView

- (instancetype)initWithFrame:(CGRect)frame
{
    self = [super initWithFrame:frame];
    if (self) {
        _stackView = [[UIStackView alloc] init];
        _usernameTextField = [[UITextField alloc] init];
        _dividerView = [[UIView alloc] init];
        _passwordTextField = [[UITextField alloc] init];
        [self style];
        [self layout];
    }
    return self;
}

- (void)style
{
    self.translatesAutoresizingMaskIntoConstraints = NO;
    self.backgroundColor = [UIColor secondarySystemBackgroundColor];
    self.layer.cornerRadius = 5;
    self.clipsToBounds = YES;

    self.stackView.translatesAutoresizingMaskIntoConstraints = NO;
    self.stackView.axis = UILayoutConstraintAxisVertical;
    self.stackView.spacing = 8;

    self.usernameTextField.translatesAutoresizingMaskIntoConstraints = NO;
    self.usernameTextField.placeholder = @"Username";

    self.dividerView.translatesAutoresizingMaskIntoConstraints = NO;
    self.dividerView.backgroundColor = [UIColor secondarySystemFillColor];

    self.passwordTextField.translatesAutoresizingMaskIntoConstraints = NO;
    self.passwordTextField.placeholder = @"Password";
    self.passwordTextField.secureTextEntry = YES;
}

- (void)layout
{
    [self.stackView addArrangedSubview:self.usernameTextField];
    [self.stackView addArrangedSubview:self.dividerView];
    [self.stackView addArrangedSubview:self.passwordTextField];
    [self addSubview:self.stackView];

    // One spacing of margin all round the stack.
    [NSLayoutConstraint activateConstraints:@[
        [self.stackView.topAnchor constraintEqualToSystemSpacingBelowAnchor:self.topAnchor multiplier:1],
        [self.stackView.leadingAnchor constraintEqualToSystemSpacingAfterAnchor:self.leadingAnchor multiplier:1],
        [self.trailingAnchor constraintEqualToSystemSpacingAfterAnchor:self.stackView.trailingAnchor multiplier:1],
        [self.bottomAnchor constraintEqualToSystemSpacingBelowAnchor:self.stackView.bottomAnchor multiplier:1],
    ]];
    [self.dividerView.heightAnchor constraintEqualToConstant:1].active = YES;
}

@end
