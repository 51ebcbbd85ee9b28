#import "LoginViewController.h"
#import "LoginView.h"

/// Examples/bankey.xml's screen, built in code with no storyboard, in Objective-C.
///
/// A title and subtitle above the login form, a sign-in button and an error label below it.
/// Once the screen appears, the title and subtitle slide in from far off the leading edge (the
/// subtitle 0.2 s later) while both fade in.
@interface LoginViewController ()
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *subtitleLabel;
@property (nonatomic, strong) LoginView *loginView;
@property (nonatomic, strong) UIButton *signInButton;
@property (nonatomic, strong) UILabel *errorMessageLabel;

// Kept to move the labels in.
@property (nonatomic, strong) NSLayoutConstraint *titleLeadingAnchor;
@property (nonatomic, strong) NSLayoutConstraint *subtitleLeadingAnchor;
@end

// Where the labels' leading edges start and end.
static const CGFloat kLeadingEdgeOnScreen = 16;
static const CGFloat kLeadingEdgeOffScreen = -1000;

@implementation LoginViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.titleLabel = [[UILabel alloc] init];
    self.subtitleLabel = [[UILabel alloc] init];
    self.loginView = [[LoginView alloc] init];
    self.signInButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.errorMessageLabel = [UILabel new];
    [self style];
    [self layout];
}

- (void)viewDidAppear:(BOOL)animated
{
    [super viewDidAppear:animated];
    [self animate];
}

- (void)style
{
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.titleLabel.translatesAutoresizingMaskIntoConstraints = NO;
    self.titleLabel.text = @"Bankey";
    self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleLargeTitle];
    self.titleLabel.adjustsFontForContentSizeCategory = YES;
    self.titleLabel.textAlignment = NSTextAlignmentCenter;
    self.titleLabel.alpha = 0;

    self.subtitleLabel.translatesAutoresizingMaskIntoConstraints = NO;
    self.subtitleLabel.text = @"Your premium source for all things banking!";
    self.subtitleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle3];
    self.subtitleLabel.adjustsFontForContentSizeCategory = YES;
    self.subtitleLabel.textAlignment = NSTextAlignmentCenter;
    self.subtitleLabel.numberOfLines = 0;
    self.subtitleLabel.alpha = 0;

    self.loginView.translatesAutoresizingMaskIntoConstraints = NO;

    self.signInButton.translatesAutoresizingMaskIntoConstraints = NO;
    self.signInButton.configuration = [UIButtonConfiguration filledButtonConfiguration];
    [self.signInButton setTitle:@"Sign In" forState:UIControlStateNormal];
    [self.signInButton addTarget:self
                          action:@selector(signInTapped:)
                forControlEvents:UIControlEventPrimaryActionTriggered];

    self.errorMessageLabel.translatesAutoresizingMaskIntoConstraints = NO;
    self.errorMessageLabel.textColor = [UIColor systemRedColor];
    self.errorMessageLabel.textAlignment = NSTextAlignmentCenter;
    self.errorMessageLabel.numberOfLines = 0;
    self.errorMessageLabel.hidden = YES;
}

- (void)layout
{
    [self.view addSubview:self.titleLabel];
    [self.view addSubview:self.subtitleLabel];
    [self.view addSubview:self.loginView];
    [self.view addSubview:self.signInButton];
    [self.view addSubview:self.errorMessageLabel];

    // The title, three spacings above the subtitle.
    [NSLayoutConstraint activateConstraints:@[
        [self.subtitleLabel.topAnchor constraintEqualToSystemSpacingBelowAnchor:self.titleLabel.bottomAnchor
                                                                     multiplier:3],
        [self.titleLabel.trailingAnchor constraintEqualToAnchor:self.loginView.trailingAnchor],
    ]];
    self.titleLeadingAnchor = [self.titleLabel.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor
                                                                            constant:kLeadingEdgeOffScreen];
    self.titleLeadingAnchor.active = YES;

    // The subtitle, three spacings above the form.
    [NSLayoutConstraint activateConstraints:@[
        [self.loginView.topAnchor constraintEqualToSystemSpacingBelowAnchor:self.subtitleLabel.bottomAnchor
                                                                 multiplier:3],
        [self.subtitleLabel.trailingAnchor constraintEqualToAnchor:self.loginView.trailingAnchor],
    ]];
    self.subtitleLeadingAnchor = [self.subtitleLabel.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor
                                                                                  constant:kLeadingEdgeOffScreen];
    self.subtitleLeadingAnchor.active = YES;

    // The form, centred vertically, two spacings from each side.
    [NSLayoutConstraint activateConstraints:@[
        [self.loginView.leadingAnchor constraintEqualToSystemSpacingAfterAnchor:self.view.leadingAnchor
                                                                     multiplier:2],
        [self.view.trailingAnchor constraintEqualToSystemSpacingAfterAnchor:self.loginView.trailingAnchor
                                                                 multiplier:2],
        [self.view.centerYAnchor constraintEqualToAnchor:self.loginView.centerYAnchor],
    ]];

    // The button under the form, as wide as it.
    [NSLayoutConstraint activateConstraints:@[
        [self.signInButton.topAnchor constraintEqualToSystemSpacingBelowAnchor:self.loginView.bottomAnchor
                                                                    multiplier:2],
        [self.signInButton.leadingAnchor constraintEqualToAnchor:self.loginView.leadingAnchor],
        [self.signInButton.trailingAnchor constraintEqualToAnchor:self.loginView.trailingAnchor],
    ]];

    // The error message under the button.
    [NSLayoutConstraint activateConstraints:@[
        [self.errorMessageLabel.topAnchor constraintEqualToSystemSpacingBelowAnchor:self.signInButton.bottomAnchor
                                                                         multiplier:2],
        [self.errorMessageLabel.leadingAnchor constraintEqualToAnchor:self.loginView.leadingAnchor],
        [self.errorMessageLabel.trailingAnchor constraintEqualToAnchor:self.loginView.trailingAnchor],
    ]];
}

- (void)signInTapped:(UIButton *)sender
{
    self.errorMessageLabel.hidden = YES;
    [self showError:@"Incorrect username / password"];
}

- (void)showError:(NSString *)message
{
    self.errorMessageLabel.hidden = NO;
    self.errorMessageLabel.text = message;
}

- (void)animate
{
    NSTimeInterval duration = 0.8;

    UIViewPropertyAnimator *slideTitle =
        [[UIViewPropertyAnimator alloc] initWithDuration:duration
                                                   curve:UIViewAnimationCurveEaseInOut
                                              animations:^{
            self.titleLeadingAnchor.constant = kLeadingEdgeOnScreen;
            [self.view layoutIfNeeded];
        }];
    [slideTitle startAnimation];

    UIViewPropertyAnimator *slideSubtitle =
        [[UIViewPropertyAnimator alloc] initWithDuration:duration
                                                   curve:UIViewAnimationCurveEaseInOut
                                              animations:^{
            self.subtitleLeadingAnchor.constant = kLeadingEdgeOnScreen;
            [self.view layoutIfNeeded];
        }];
    [slideSubtitle startAnimationAfterDelay:0.2];

    UIViewPropertyAnimator *fadeIn =
        [[UIViewPropertyAnimator alloc] initWithDuration:duration * 2
                                                   curve:UIViewAnimationCurveEaseInOut
                                              animations:^{
            self.titleLabel.alpha = 1;
            self.subtitleLabel.alpha = 1;
            [self.view layoutIfNeeded];
        }];
    [fadeIn startAnimationAfterDelay:0.2];
}

@end
