// The UIKit, Foundation, Core Graphics and Core Animation declarations that Motionboard's
// Objective-C reader understands (docs/code.md, Objective-C), so that libclang parses a view
// controller's .m file without the iOS SDK. <UIKit/UIKit.h> and the other framework headers
// of this folder only import this one. What a file uses that is not declared here is a
// warning at its place, "clang could not resolve …", and the reader goes on without it.
#pragma once
#pragma clang system_header

typedef signed char BOOL;
#define YES __objc_yes
#define NO __objc_no
#define nil ((id)0)
#define Nil ((Class)0)
#define NULL ((void *)0)
#define IBOutlet __attribute__((iboutlet))
#define IBOutletCollection(ClassName) __attribute__((iboutletcollection(ClassName)))
#define IBAction void
#define IBInspectable
#define IB_DESIGNABLE
#define NS_ASSUME_NONNULL_BEGIN
#define NS_ASSUME_NONNULL_END
#define NS_ENUM(type, name) enum name : type name; enum name : type
#define NS_OPTIONS(type, name) enum name : type name; enum name : type
#define __weak __attribute__((objc_ownership(weak)))
#define M_PI 3.14159265358979323846264338327950288
#define M_PI_2 1.57079632679489661923132169163975144
#define M_PI_4 0.785398163397448309615660845819875721

typedef long long int64_t;
typedef unsigned long long uint64_t;
typedef int int32_t;
typedef unsigned int uint32_t;
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double CGFloat;
typedef double NSTimeInterval;
typedef float UILayoutPriority;
typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGVector { CGFloat dx; CGFloat dy; } CGVector;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
typedef struct CGAffineTransform { CGFloat a, b, c, d, tx, ty; } CGAffineTransform;
typedef struct CATransform3D {
  CGFloat m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44;
} CATransform3D;
typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
typedef struct CGColor *CGColorRef;
typedef const struct objc_selector *SEL;
typedef double CFTimeInterval;

extern const CGRect CGRectZero;
extern const CGPoint CGPointZero;
extern const CGSize CGSizeZero;
extern const CGAffineTransform CGAffineTransformIdentity;
extern const CATransform3D CATransform3DIdentity;
CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
CGPoint CGPointMake(CGFloat x, CGFloat y);
CGSize CGSizeMake(CGFloat width, CGFloat height);
CGFloat CGRectGetMinX(CGRect rect);
CGFloat CGRectGetMidX(CGRect rect);
CGFloat CGRectGetMaxX(CGRect rect);
CGFloat CGRectGetMinY(CGRect rect);
CGFloat CGRectGetMidY(CGRect rect);
CGFloat CGRectGetMaxY(CGRect rect);
CGFloat CGRectGetWidth(CGRect rect);
CGFloat CGRectGetHeight(CGRect rect);
CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle);
CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy);
CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty);
CGAffineTransform CGAffineTransformRotate(CGAffineTransform t, CGFloat angle);
CGAffineTransform CGAffineTransformScale(CGAffineTransform t, CGFloat sx, CGFloat sy);
CGAffineTransform CGAffineTransformTranslate(CGAffineTransform t, CGFloat tx, CGFloat ty);
CGAffineTransform CGAffineTransformConcat(CGAffineTransform t1, CGAffineTransform t2);
CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
CATransform3D CATransform3DRotate(CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DScale(CATransform3D t, CGFloat sx, CGFloat sy, CGFloat sz);
CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);
CFTimeInterval CACurrentMediaTime(void);
double sin(double), cos(double), tan(double), sqrt(double), floor(double), ceil(double);
double round(double), fabs(double), atan2(double, double), pow(double, double);
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

typedef NS_ENUM(NSInteger, NSLayoutAttribute) {
  NSLayoutAttributeLeft = 1, NSLayoutAttributeRight, NSLayoutAttributeTop,
  NSLayoutAttributeBottom, NSLayoutAttributeLeading, NSLayoutAttributeTrailing,
  NSLayoutAttributeWidth, NSLayoutAttributeHeight, NSLayoutAttributeCenterX,
  NSLayoutAttributeCenterY, NSLayoutAttributeLastBaseline, NSLayoutAttributeBaseline = 11,
  NSLayoutAttributeFirstBaseline, NSLayoutAttributeLeftMargin, NSLayoutAttributeRightMargin,
  NSLayoutAttributeTopMargin, NSLayoutAttributeBottomMargin, NSLayoutAttributeLeadingMargin,
  NSLayoutAttributeTrailingMargin, NSLayoutAttributeCenterXWithinMargins,
  NSLayoutAttributeCenterYWithinMargins, NSLayoutAttributeNotAnAttribute = 0
};
typedef NS_ENUM(NSInteger, NSLayoutRelation) {
  NSLayoutRelationLessThanOrEqual = -1, NSLayoutRelationEqual = 0,
  NSLayoutRelationGreaterThanOrEqual = 1
};
typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) {
  UIViewAnimationOptionLayoutSubviews = 1 << 0, UIViewAnimationOptionAllowUserInteraction = 1 << 1,
  UIViewAnimationOptionBeginFromCurrentState = 1 << 2, UIViewAnimationOptionRepeat = 1 << 3,
  UIViewAnimationOptionAutoreverse = 1 << 4, UIViewAnimationOptionOverrideInheritedDuration = 1 << 5,
  UIViewAnimationOptionOverrideInheritedCurve = 1 << 6, UIViewAnimationOptionAllowAnimatedContent = 1 << 7,
  UIViewAnimationOptionShowHideTransitionViews = 1 << 8, UIViewAnimationOptionOverrideInheritedOptions = 1 << 9,
  UIViewAnimationOptionCurveEaseInOut = 0 << 16, UIViewAnimationOptionCurveEaseIn = 1 << 16,
  UIViewAnimationOptionCurveEaseOut = 2 << 16, UIViewAnimationOptionCurveLinear = 3 << 16,
  UIViewAnimationOptionTransitionNone = 0 << 20, UIViewAnimationOptionTransitionFlipFromLeft = 1 << 20,
  UIViewAnimationOptionTransitionCrossDissolve = 5 << 20
};
typedef NS_OPTIONS(NSUInteger, UIControlState) {
  UIControlStateNormal = 0, UIControlStateHighlighted = 1 << 0, UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2
};
typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
  UIControlEventTouchDown = 1 << 0, UIControlEventTouchUpInside = 1 << 6,
  UIControlEventValueChanged = 1 << 12, UIControlEventEditingChanged = 1 << 17,
  UIControlEventPrimaryActionTriggered = 1 << 13
};
typedef NS_ENUM(NSInteger, UIGestureRecognizerState) {
  UIGestureRecognizerStatePossible, UIGestureRecognizerStateBegan, UIGestureRecognizerStateChanged,
  UIGestureRecognizerStateEnded, UIGestureRecognizerStateCancelled, UIGestureRecognizerStateFailed
};
typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {
  UILayoutConstraintAxisHorizontal, UILayoutConstraintAxisVertical
};
typedef NS_ENUM(NSInteger, UIStackViewAlignment) {
  UIStackViewAlignmentFill, UIStackViewAlignmentLeading, UIStackViewAlignmentTop = 1,
  UIStackViewAlignmentFirstBaseline, UIStackViewAlignmentCenter, UIStackViewAlignmentTrailing,
  UIStackViewAlignmentBottom = 5, UIStackViewAlignmentLastBaseline
};
typedef NS_ENUM(NSInteger, UIStackViewDistribution) {
  UIStackViewDistributionFill, UIStackViewDistributionFillEqually,
  UIStackViewDistributionFillProportionally, UIStackViewDistributionEqualSpacing,
  UIStackViewDistributionEqualCentering
};
typedef NS_ENUM(NSInteger, NSTextAlignment) {
  NSTextAlignmentLeft, NSTextAlignmentCenter, NSTextAlignmentRight, NSTextAlignmentJustified,
  NSTextAlignmentNatural
};
typedef NS_ENUM(NSInteger, UIButtonType) {
  UIButtonTypeCustom, UIButtonTypeSystem, UIButtonTypeDetailDisclosure, UIButtonTypeInfoLight,
  UIButtonTypeInfoDark, UIButtonTypeContactAdd, UIButtonTypeClose = 7
};
typedef NS_ENUM(NSInteger, UITextBorderStyle) {
  UITextBorderStyleNone, UITextBorderStyleLine, UITextBorderStyleBezel,
  UITextBorderStyleRoundedRect
};
typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle) {
  UIActivityIndicatorViewStyleMedium = 100, UIActivityIndicatorViewStyleLarge = 101
};
#define UILayoutPriorityRequired 1000
#define UILayoutPriorityDefaultHigh 750
#define UILayoutPriorityDefaultLow 250

@class NSString, NSArray, UIView, UIColor, UIFont, UIImage, CALayer, CAAnimation;

@protocol NSObject
@end
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (BOOL)isEqual:(id)object;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)respondsToSelector:(SEL)aSelector;
- (void)performSelector:(SEL)aSelector withObject:(id)object afterDelay:(NSTimeInterval)delay;
@property (readonly) Class class;
@end
@protocol NSCoding
@end
@interface NSCoder : NSObject
@end
@interface NSString : NSObject
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (BOOL)isEqualToString:(NSString *)other;
- (BOOL)hasPrefix:(NSString *)prefix;
@property (readonly) NSUInteger length;
@end
@interface NSNumber : NSObject
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@end
@interface NSArray<ObjectType> : NSObject
+ (instancetype)arrayWithObjects:(const ObjectType[])objects count:(NSUInteger)count;
@property (readonly) NSUInteger count;
@property (readonly) ObjectType firstObject;
@property (readonly) ObjectType lastObject;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
- (BOOL)containsObject:(ObjectType)object;
- (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
- (NSArray<ObjectType> *)filteredArrayUsingPredicate:(id)predicate;
@end
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)object;
- (void)removeAllObjects;
@end
@interface NSDictionary<KeyType, ObjectType> : NSObject
- (ObjectType)objectForKeyedSubscript:(KeyType)key;
@end
@interface NSBundle : NSObject
@end
@interface NSNotification : NSObject
@property (readonly) id object;
@property (readonly) NSDictionary *userInfo;
@end
@interface NSValue : NSObject
+ (NSValue *)valueWithCATransform3D:(CATransform3D)transform;
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
@end
void NSLog(NSString *format, ...);

typedef struct dispatch_queue_s *dispatch_queue_t;
typedef unsigned long long dispatch_time_t;
#define DISPATCH_TIME_NOW (0ull)
#define NSEC_PER_SEC 1000000000ull
dispatch_queue_t dispatch_get_main_queue(void);
dispatch_time_t dispatch_time(dispatch_time_t when, long long delta);
void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, void (^block)(void));
void dispatch_async(dispatch_queue_t queue, void (^block)(void));

@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
@property (class, readonly) UIColor *blackColor, *whiteColor, *clearColor, *redColor, *greenColor,
    *blueColor, *grayColor, *lightGrayColor, *darkGrayColor, *orangeColor, *yellowColor,
    *purpleColor, *brownColor, *cyanColor, *magentaColor, *systemBlueColor, *systemRedColor,
    *systemGreenColor, *systemBackgroundColor, *labelColor, *secondaryLabelColor,
    *secondarySystemBackgroundColor, *systemGrayColor, *systemOrangeColor, *systemPinkColor,
    *systemIndigoColor, *systemTealColor, *systemYellowColor, *systemPurpleColor,
    *secondarySystemFillColor;
@property (readonly) CGColorRef CGColor;
@end
typedef NSString *UIFontTextStyle;
extern UIFontTextStyle const UIFontTextStyleLargeTitle, UIFontTextStyleTitle1,
    UIFontTextStyleTitle2, UIFontTextStyleTitle3, UIFontTextStyleHeadline,
    UIFontTextStyleSubheadline, UIFontTextStyleBody, UIFontTextStyleCallout,
    UIFontTextStyleFootnote, UIFontTextStyleCaption1, UIFontTextStyleCaption2;
typedef CGFloat UIFontWeight;
extern const UIFontWeight UIFontWeightUltraLight, UIFontWeightThin, UIFontWeightLight,
    UIFontWeightRegular, UIFontWeightMedium, UIFontWeightSemibold, UIFontWeightBold,
    UIFontWeightHeavy, UIFontWeightBlack;
@interface UIFont : NSObject
+ (UIFont *)systemFontOfSize:(CGFloat)size;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)size;
+ (UIFont *)systemFontOfSize:(CGFloat)size weight:(UIFontWeight)weight;
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
@end
@interface UIImage : NSObject
+ (UIImage *)imageNamed:(NSString *)name;
+ (UIImage *)systemImageNamed:(NSString *)name;
@end

@interface CAMediaTimingFunction : NSObject
+ (instancetype)functionWithName:(NSString *)name;
@end
extern NSString *const kCAMediaTimingFunctionLinear, *const kCAMediaTimingFunctionEaseIn,
    *const kCAMediaTimingFunctionEaseOut, *const kCAMediaTimingFunctionEaseInEaseOut,
    *const kCAMediaTimingFunctionDefault;
@interface CAAnimation : NSObject
@property CFTimeInterval beginTime, duration;
@property float repeatCount;
@property BOOL autoreverses;
@property (getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@property (strong) CAMediaTimingFunction *timingFunction;
@property (copy) NSString *fillMode;
@end
extern NSString *const kCAFillModeForwards;
@interface CAPropertyAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(NSString *)path;
@property (copy) NSString *keyPath;
@end
@interface CABasicAnimation : CAPropertyAnimation
@property (strong) id fromValue, toValue, byValue;
@end
@interface CALayer : NSObject
@property CGFloat cornerRadius, borderWidth;
@property float opacity;
@property CGColorRef borderColor, backgroundColor, shadowColor;
@property CATransform3D transform;
@property CGRect frame, bounds;
@property CGPoint position;
@property BOOL masksToBounds;
- (void)addAnimation:(CAAnimation *)animation forKey:(NSString *)key;
- (void)removeAllAnimations;
- (void)removeAnimationForKey:(NSString *)key;
@end

@class NSLayoutConstraint;
// Anchors, for screens built in code (docs/code.md, Screens built in code).
@interface NSLayoutAnchor<AnchorType> : NSObject
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
                                       constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
                                                    constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
                                                 constant:(CGFloat)c;
@end
@class NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension;
@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
- (NSLayoutConstraint *)constraintEqualToSystemSpacingAfterAnchor:(NSLayoutXAxisAnchor *)anchor
                                                       multiplier:(CGFloat)multiplier;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToSystemSpacingAfterAnchor:
    (NSLayoutXAxisAnchor *)anchor multiplier:(CGFloat)multiplier;
- (NSLayoutConstraint *)constraintLessThanOrEqualToSystemSpacingAfterAnchor:
    (NSLayoutXAxisAnchor *)anchor multiplier:(CGFloat)multiplier;
@end
@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
- (NSLayoutConstraint *)constraintEqualToSystemSpacingBelowAnchor:(NSLayoutYAxisAnchor *)anchor
                                                       multiplier:(CGFloat)multiplier;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToSystemSpacingBelowAnchor:
    (NSLayoutYAxisAnchor *)anchor multiplier:(CGFloat)multiplier;
- (NSLayoutConstraint *)constraintLessThanOrEqualToSystemSpacingBelowAnchor:
    (NSLayoutYAxisAnchor *)anchor multiplier:(CGFloat)multiplier;
@end
@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintLessThanOrEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor
                                     multiplier:(CGFloat)m;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                                  multiplier:(CGFloat)m;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                               multiplier:(CGFloat)m;
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor
                                     multiplier:(CGFloat)m constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                                  multiplier:(CGFloat)m constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                               multiplier:(CGFloat)m constant:(CGFloat)c;
@end
@interface UILayoutGuide : NSObject
@property (readonly) NSLayoutXAxisAnchor *leadingAnchor, *trailingAnchor, *leftAnchor,
    *rightAnchor, *centerXAnchor;
@property (readonly) NSLayoutYAxisAnchor *topAnchor, *bottomAnchor, *centerYAnchor;
@property (readonly) NSLayoutDimension *widthAnchor, *heightAnchor;
@end
@interface NSLayoutConstraint : NSObject
+ (instancetype)constraintWithItem:(id)view1 attribute:(NSLayoutAttribute)attr1
                         relatedBy:(NSLayoutRelation)relation toItem:(id)view2
                         attribute:(NSLayoutAttribute)attr2 multiplier:(CGFloat)multiplier
                          constant:(CGFloat)c;
+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
+ (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
@property CGFloat constant;
@property (getter=isActive) BOOL active;
@property UILayoutPriority priority;
@property (copy) NSString *identifier;
@property (readonly) id firstItem, secondItem;
@property (readonly) NSLayoutAttribute firstAttribute, secondAttribute;
@property (readonly) NSLayoutRelation relation;
@property (readonly) CGFloat multiplier;
@end

typedef NS_ENUM(NSInteger, UIViewAnimationCurve) {
  UIViewAnimationCurveEaseInOut, UIViewAnimationCurveEaseIn, UIViewAnimationCurveEaseOut,
  UIViewAnimationCurveLinear
};
typedef NS_ENUM(NSInteger, UIViewAnimatingPosition) {
  UIViewAnimatingPositionEnd, UIViewAnimatingPositionStart, UIViewAnimatingPositionCurrent
};
@interface UIViewPropertyAnimator : NSObject
- (instancetype)initWithDuration:(NSTimeInterval)duration curve:(UIViewAnimationCurve)curve
                      animations:(void (^)(void))animations;
- (instancetype)initWithDuration:(NSTimeInterval)duration dampingRatio:(CGFloat)ratio
                      animations:(void (^)(void))animations;
- (void)addAnimations:(void (^)(void))animation;
- (void)addCompletion:(void (^)(UIViewAnimatingPosition finalPosition))completion;
- (void)startAnimation;
- (void)startAnimationAfterDelay:(NSTimeInterval)delay;
@end

@interface UIResponder : NSObject
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
@end
@interface UIGestureRecognizer : NSObject
- (instancetype)initWithTarget:(id)target action:(SEL)action;
@property (readonly) UIGestureRecognizerState state;
@property (readonly) UIView *view;
@end
@interface UITapGestureRecognizer : UIGestureRecognizer
@end
@interface UIView : UIResponder
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations
                 completion:(void (^)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay
                    options:(UIViewAnimationOptions)options animations:(void (^)(void))animations
                 completion:(void (^)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay
     usingSpringWithDamping:(CGFloat)dampingRatio initialSpringVelocity:(CGFloat)velocity
                    options:(UIViewAnimationOptions)options animations:(void (^)(void))animations
                 completion:(void (^)(BOOL finished))completion;
+ (void)animateWithSpringDuration:(NSTimeInterval)duration bounce:(CGFloat)bounce
            initialSpringVelocity:(CGFloat)velocity delay:(NSTimeInterval)delay
                          options:(UIViewAnimationOptions)options
                       animations:(void (^)(void))animations
                       completion:(void (^)(BOOL finished))completion;
+ (void)animateKeyframesWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay
                             options:(NSUInteger)options animations:(void (^)(void))animations
                          completion:(void (^)(BOOL finished))completion;
+ (void)addKeyframeWithRelativeStartTime:(double)start relativeDuration:(double)duration
                              animations:(void (^)(void))animations;
+ (void)transitionWithView:(UIView *)view duration:(NSTimeInterval)duration
                   options:(UIViewAnimationOptions)options animations:(void (^)(void))animations
                completion:(void (^)(BOOL finished))completion;
+ (void)performWithoutAnimation:(void (^)(void))actions;
- (instancetype)initWithFrame:(CGRect)frame;
@property CGRect frame, bounds;
@property CGPoint center;
@property CGAffineTransform transform;
@property CGFloat alpha;
@property (getter=isHidden) BOOL hidden;
@property (getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (strong) UIColor *backgroundColor, *tintColor;
@property NSInteger tag;
@property (readonly) CALayer *layer;
@property (readonly) UIView *superview;
@property (readonly, copy) NSArray<UIView *> *subviews;
@property (readonly) NSArray<NSLayoutConstraint *> *constraints;
@property (readonly) UILayoutGuide *safeAreaLayoutGuide, *layoutMarginsGuide;
@property (readonly) UIEdgeInsets safeAreaInsets;
@property BOOL translatesAutoresizingMaskIntoConstraints, clipsToBounds;
@property (copy) NSArray<UIGestureRecognizer *> *gestureRecognizers;
- (void)layoutIfNeeded;
- (void)setNeedsLayout;
- (void)layoutSubviews;
- (void)setNeedsDisplay;
- (void)updateConstraints;
- (void)setNeedsUpdateConstraints;
- (void)updateConstraintsIfNeeded;
- (void)sizeToFit;
- (void)addSubview:(UIView *)view;
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
- (void)insertSubview:(UIView *)view belowSubview:(UIView *)sibling;
- (void)insertSubview:(UIView *)view aboveSubview:(UIView *)sibling;
@property (readonly) NSLayoutXAxisAnchor *leadingAnchor, *trailingAnchor, *leftAnchor,
    *rightAnchor, *centerXAnchor;
@property (readonly) NSLayoutYAxisAnchor *topAnchor, *bottomAnchor, *centerYAnchor,
    *firstBaselineAnchor, *lastBaselineAnchor;
@property (readonly) NSLayoutDimension *widthAnchor, *heightAnchor;
@property UIEdgeInsets layoutMargins;
- (void)setContentHuggingPriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis;
- (void)setContentCompressionResistancePriority:(UILayoutPriority)priority
                                        forAxis:(UILayoutConstraintAxis)axis;
- (void)removeFromSuperview;
- (void)bringSubviewToFront:(UIView *)view;
- (void)addConstraint:(NSLayoutConstraint *)constraint;
- (void)addConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
- (void)removeConstraint:(NSLayoutConstraint *)constraint;
- (void)removeConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
- (void)addGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (CGRect)convertRect:(CGRect)rect fromView:(UIView *)view;
- (CGRect)convertRect:(CGRect)rect toView:(UIView *)view;
- (CGPoint)convertPoint:(CGPoint)point fromView:(UIView *)view;
- (CGPoint)convertPoint:(CGPoint)point toView:(UIView *)view;
- (BOOL)endEditing:(BOOL)force;
@end
@interface UIControl : UIView
@property (getter=isSelected) BOOL selected;
@property (getter=isEnabled) BOOL enabled;
@property (getter=isHighlighted) BOOL highlighted;
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events;
@end
@interface UILabel : UIView
@property (copy) NSString *text;
@property (strong) UIColor *textColor;
@property (strong) UIFont *font;
@property NSInteger numberOfLines;
@property NSTextAlignment textAlignment;
@property BOOL adjustsFontForContentSizeCategory;
@end
@interface UIButtonConfiguration : NSObject
+ (instancetype)plainButtonConfiguration;
+ (instancetype)tintedButtonConfiguration;
+ (instancetype)grayButtonConfiguration;
+ (instancetype)filledButtonConfiguration;
@end
@interface UIButton : UIControl
+ (instancetype)buttonWithType:(UIButtonType)type;
@property (copy) UIButtonConfiguration *configuration;
@property (readonly) UILabel *titleLabel;
- (void)setTitle:(NSString *)title forState:(UIControlState)state;
- (void)setTitleColor:(UIColor *)color forState:(UIControlState)state;
- (void)setImage:(UIImage *)image forState:(UIControlState)state;
@end
@interface UITextField : UIControl
@property (copy) NSString *text, *placeholder;
@property (strong) UIColor *textColor;
@property (strong) UIFont *font;
@property (getter=isSecureTextEntry) BOOL secureTextEntry;
@property NSTextAlignment textAlignment;
@property UITextBorderStyle borderStyle;
@end
@interface UISwitch : UIControl
@property (getter=isOn) BOOL on;
- (void)setOn:(BOOL)on animated:(BOOL)animated;
@end
@interface UISlider : UIControl
@property float value;
@end
@interface UIDatePicker : UIControl
@end
@interface UIImageView : UIView
- (instancetype)initWithImage:(UIImage *)image;
@property (strong) UIImage *image;
@end
@interface UIActivityIndicatorView : UIView
- (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style;
- (void)startAnimating;
- (void)stopAnimating;
@end
@interface UIScrollView : UIView
@property CGPoint contentOffset;
@end
@interface UITableView : UIScrollView
- (void)reloadData;
@end
@interface UIStackView : UIView
- (instancetype)initWithArrangedSubviews:(NSArray<UIView *> *)views;
- (void)addArrangedSubview:(UIView *)view;
- (void)insertArrangedSubview:(UIView *)view atIndex:(NSUInteger)index;
@property (readonly, copy) NSArray<UIView *> *arrangedSubviews;
@property UILayoutConstraintAxis axis;
@property CGFloat spacing;
@property UIStackViewAlignment alignment;
@property UIStackViewDistribution distribution;
@property (getter=isLayoutMarginsRelativeArrangement) BOOL layoutMarginsRelativeArrangement;
@end
@interface UINavigationItem : NSObject
@end
@interface UIStoryboardSegue : NSObject
@end
@interface UIViewController : UIResponder
- (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle;
- (instancetype)initWithCoder:(NSCoder *)coder;
@property (strong) UIView *view;
@property (readonly) id topLayoutGuide, bottomLayoutGuide;
@property (copy) NSString *title;
@property (readonly) UINavigationItem *navigationItem;
- (void)loadView;
- (void)viewDidLoad;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewWillLayoutSubviews;
- (void)viewDidLayoutSubviews;
- (void)updateViewConstraints;
- (void)didReceiveMemoryWarning;
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender;
@end
@protocol UITextFieldDelegate <NSObject>
@end
@protocol UITableViewDelegate <NSObject>
@end
@protocol UITableViewDataSource <NSObject>
@end
@protocol UIScrollViewDelegate <NSObject>
@end
@protocol UIGestureRecognizerDelegate <NSObject>
@end

// What the real view controllers of Tests/Fixtures/Code/RealObjC use besides: a stepper's
// value, text views, swipes, keyboard notifications and the layer's shadow.
@interface UIStepper : UIControl
@property double value, minimumValue, maximumValue, stepValue;
@end
@interface UITextView : UIScrollView
@property (copy) NSString *text;
@property (strong) UIColor *textColor;
@end
@protocol UITextViewDelegate <UIScrollViewDelegate>
@end
@protocol UIPopoverPresentationControllerDelegate <NSObject>
@end
typedef NS_OPTIONS(NSUInteger, UISwipeGestureRecognizerDirection) {
  UISwipeGestureRecognizerDirectionRight = 1 << 0, UISwipeGestureRecognizerDirectionLeft = 1 << 1,
  UISwipeGestureRecognizerDirectionUp = 1 << 2, UISwipeGestureRecognizerDirectionDown = 1 << 3
};
@interface UISwipeGestureRecognizer : UIGestureRecognizer
@property UISwipeGestureRecognizerDirection direction;
@end
typedef NS_ENUM(NSInteger, UIStatusBarStyle) {
  UIStatusBarStyleDefault, UIStatusBarStyleLightContent, UIStatusBarStyleDarkContent = 3
};
@interface NSNotificationCenter : NSObject
@property (class, readonly) NSNotificationCenter *defaultCenter;
- (void)addObserver:(id)observer selector:(SEL)selector name:(NSString *)name object:(id)object;
- (void)removeObserver:(id)observer;
@end
extern NSString *const UIKeyboardFrameEndUserInfoKey;
extern NSString *const UIKeyboardFrameBeginUserInfoKey;
extern NSString *const UIKeyboardAnimationDurationUserInfoKey;
extern NSString *const UIKeyboardAnimationCurveUserInfoKey;
extern NSString *const UIKeyboardWillShowNotification;
extern NSString *const UIKeyboardWillHideNotification;
@interface NSValue (Geometry)
@property (readonly) CGRect CGRectValue;
@property (readonly) CGPoint CGPointValue;
@end
@interface NSString (Numbers)
@property (readonly) double doubleValue;
@property (readonly) float floatValue;
@end
@interface CALayer (Shadow)
@property CGSize shadowOffset;
@property CGFloat shadowRadius;
@property float shadowOpacity;
@end
@interface UIViewController (Presentation)
- (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated
                   completion:(void (^)(void))completion;
- (void)dismissViewControllerAnimated:(BOOL)animated completion:(void (^)(void))completion;
@end
