#import "PanelViewController.h"

@interface PanelViewController ()
@property (nonatomic, weak) IBOutlet UIView *panel;
@property (nonatomic, assign) BOOL panelIsOpen;
@end

@implementation PanelViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.panelIsOpen = NO;
}

- (IBAction)moveTapped
{
    CGFloat top = self.panelIsOpen ? -220.0 : 0.0;
    [self setTopOfView:self.panel toConstant:top];
    [self layOutAnimated];
    self.panelIsOpen = !self.panelIsOpen;
}

// The panel's top constraint belongs to the controller's view: it is found among that view's
// constraints by its first item and attribute.
- (void)setTopOfView:(UIView *)view toConstant:(CGFloat)constant
{
    [self.view.constraints enumerateObjectsUsingBlock:^(NSLayoutConstraint *constraint,
                                                        NSUInteger index, BOOL *stop) {
        if (constraint.firstItem == view && constraint.firstAttribute == NSLayoutAttributeTop) {
            constraint.constant = constant;
            *stop = YES;
        }
    }];
}

- (void)layOutAnimated
{
    [UIView animateWithDuration:0.5 animations:^{
        [self.view layoutIfNeeded];
    }];
}

@end
