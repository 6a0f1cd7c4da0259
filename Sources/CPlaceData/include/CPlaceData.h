// The embedded dataset, linked into the executable: the files of Resources/Data are
// assembled into read-only data with `.incbin` (CPlaceData.c), so the binary needs no
// resource bundle beside it and can be copied anywhere.
#ifndef PLACESEARCH_PLACEDATA_H
#define PLACESEARCH_PLACEDATA_H

#include <stddef.h>

/// The bytes of the embedded file `name` ("cities500.txt.gz", "countryInfo.txt", …):
/// returns its first byte and sets `*count` to its length; NULL (count 0) for a name
/// that is not embedded.
const unsigned char *ps_embedded_file(const char *name, size_t *count);

#endif
