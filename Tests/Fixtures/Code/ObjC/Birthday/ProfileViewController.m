#import "ProfileViewController.h"

@interface ProfileViewController ()
@property (nonatomic, weak) IBOutlet UIButton *birthdayButton;
@property (nonatomic, weak) IBOutlet UIView *pickerContainer;
@property (nonatomic, assign) BOOL pickerShown;
@end

@implementation ProfileViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    // Below the screen, however tall the screen is.
    [self setPickerTop:self.view.frame.size.height];
}

- (IBAction)birthdayTapped:(id)sender
{
    self.pickerShown = !self.pickerShown;
    CGRect bounds = self.view.bounds;
    if (self.pickerShown) {
        CGRect buttonFrame = [self.view convertRect:self.birthdayButton.frame
                                           fromView:self.birthdayButton.superview];
        CGFloat buttonBottom = buttonFrame.origin.y + CGRectGetHeight(buttonFrame);
        CGFloat gap = buttonBottom
                      - (CGRectGetHeight(self.view.frame) - self.pickerContainer.frame.size.height);
        bounds.origin.y = gap > 0 ? gap : 0;
        [self setPickerTop:buttonBottom];
    } else {
        [self setPickerTop:self.view.frame.size.height];
        bounds.origin.y = 0;
    }
    [UIView animateWithDuration:0.25 animations:^{
        self.view.bounds = bounds;
        [self.view layoutIfNeeded];
    }];
}

// The container's top constraint is held by its superview: it is looked for there, by its
// first item and attribute.
- (void)setPickerTop:(CGFloat)constant
{
    for (NSLayoutConstraint *constraint in self.pickerContainer.superview.constraints) {
        if (constraint.firstItem == self.pickerContainer
            && constraint.firstAttribute == NSLayoutAttributeTop) {
            constraint.constant = constant;
        }
    }
}

@end
