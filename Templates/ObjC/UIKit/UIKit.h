// Stands in for the SDK header of the same name: the declarations are in Motionboard.h.
#import "../Motionboard.h"
