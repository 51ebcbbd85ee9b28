//
//  ViewController.h
//  SlideOutMenu
//
//  Created by Kuan-Wei Lin on 9/16/16.
//  Copyright © 2016 Kuan-Wei Lin. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ViewController : UIViewController


@end

