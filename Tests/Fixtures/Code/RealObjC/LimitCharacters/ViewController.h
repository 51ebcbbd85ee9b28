//
//  ViewController.h
//  LimitCharacters
//
//  Created by Kuan-Wei Lin on 8/21/16.
//  Copyright © 2016 Kuan-Wei Lin. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ViewController : UIViewController


@end

