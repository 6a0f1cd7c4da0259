import PlaceKit
