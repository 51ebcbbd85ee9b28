#import "LoginViewController.h"

@interface LoginViewController ()
@property (nonatomic, weak) IBOutlet UIButton *dropdown;
@property (nonatomic, weak) IBOutlet SpinningButton *signIn;
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *listTopConstraint;
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *listHeightConstraint;
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *accountHeightConstraint;
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *loginLeftConstraint;
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *loginRightConstraint;
@end

@implementation LoginViewController {
    BOOL _signingIn;
}

#pragma mark - The account history

- (IBAction)toggleHistory:(UIButton *)sender
{
    [self.view endEditing:YES];
    [self turnArrowFromSelected:sender.selected];
    sender.isSelected ? [self openHistory] : [self closeHistory];
}

// The arrow points down while the list is open; the button's selected state says which way.
- (void)turnArrowFromSelected:(BOOL)selected
{
    CATransform3D turned = selected ? CATransform3DIdentity
                                    : CATransform3DMakeRotation(M_PI, 0, 0, 1);
    [_dropdown setSelected:!selected];
    [UIView animateWithDuration:0.25 animations:^{
        _dropdown.layer.transform = turned;
    }];
}

- (void)openHistory
{
    _listTopConstraint.constant = _accountHeightConstraint.constant;
    _listHeightConstraint.constant = _accountHeightConstraint.constant * 5;
    [UIView animateWithDuration:0.25
                          delay:0
         usingSpringWithDamping:0.4
          initialSpringVelocity:5
                        options:UIViewAnimationOptionCurveEaseInOut
                                | UIViewAnimationOptionAllowUserInteraction
                     animations:^{
                         [self.view layoutIfNeeded];
                     }
                     completion:nil];
}

- (void)closeHistory
{
    _listTopConstraint.constant = _listHeightConstraint.constant = 0;
    [UIView animateWithDuration:0.25 animations:^{
        [self.view layoutIfNeeded];
    } completion:nil];
}

#pragma mark - Signing in

- (IBAction)signInTapped:(UIButton *)sender
{
    _signingIn = !_signingIn;
    if (_signingIn) {
        [_signIn start];
        [self shrinkSignIn];
    } else {
        [_signIn stop];
        [self growSignIn];
    }
}

// A circle as tall as the button, centred: the side constraints give way to a square ratio
// and a centre.
- (void)shrinkSignIn
{
    _loginLeftConstraint.active = NO;
    _loginRightConstraint.active = NO;
    NSLayoutConstraint *square = [NSLayoutConstraint constraintWithItem:_signIn
                                                              attribute:NSLayoutAttributeWidth
                                                              relatedBy:NSLayoutRelationEqual
                                                                 toItem:_signIn
                                                              attribute:NSLayoutAttributeHeight
                                                             multiplier:1.
                                                               constant:0];
    square.identifier = @"ratioIdentifier";
    square.active = YES;
    NSLayoutConstraint *center = [NSLayoutConstraint constraintWithItem:_signIn
                                                              attribute:NSLayoutAttributeCenterX
                                                              relatedBy:NSLayoutRelationEqual
                                                                 toItem:_signIn.superview
                                                              attribute:NSLayoutAttributeCenterX
                                                             multiplier:1.
                                                               constant:0.];
    center.identifier = @"centerXConstraint";
    center.active = YES;
    [UIView animateWithDuration:0.15 delay:0 options:UIViewAnimationOptionCurveEaseIn animations:^{
        [self.view layoutIfNeeded];
    } completion:nil];
}

// The square and the centre are found again among the constraints that hold them, and the
// sides are made anew: a deactivated constraint is not reused.
- (void)growSignIn
{
    for (NSLayoutConstraint *constraint in _signIn.constraints) {
        if (constraint.firstAttribute == NSLayoutAttributeWidth
            && constraint.secondAttribute == NSLayoutAttributeHeight) {
            constraint.active = NO;
        }
    }
    for (NSLayoutConstraint *constraint in self.view.constraints) {
        if (constraint.firstItem == _signIn && [constraint.identifier isEqualToString:@"centerXConstraint"]) {
            constraint.active = NO;
        }
    }
    _loginLeftConstraint = [NSLayoutConstraint constraintWithItem:_signIn
                                                        attribute:NSLayoutAttributeLeading
                                                        relatedBy:NSLayoutRelationEqual
                                                           toItem:_signIn.superview
                                                        attribute:NSLayoutAttributeLeading
                                                       multiplier:1.
                                                         constant:25];
    _loginLeftConstraint.active = YES;
    _loginRightConstraint = [NSLayoutConstraint constraintWithItem:_signIn
                                                         attribute:NSLayoutAttributeTrailing
                                                         relatedBy:NSLayoutRelationEqual
                                                            toItem:_signIn.superview
                                                         attribute:NSLayoutAttributeTrailing
                                                        multiplier:1.
                                                          constant:-25];
    _loginRightConstraint.active = YES;
    [UIView animateWithDuration:0.15 delay:0 options:UIViewAnimationOptionCurveEaseOut animations:^{
        [self.view layoutIfNeeded];
    } completion:nil];
}

@end
