// Assembles the files of Resources/Data into the executable's read-only data. The
// folder's absolute path comes from Package.swift (PLACEDATA_DIR). Clang does not see
// `.incbin` files as dependencies, so each file is also named in an `#embed` that takes
// none of its bytes (`ps_dependencies`): `#embed` files are, and a data file changed by
// a script, a pull or a checkout is assembled again by the next build.
#include "CPlaceData.h"

#include <string.h>

#ifndef PLACEDATA_DIR
#error "PLACEDATA_DIR (the folder of the embedded files) is defined by Package.swift"
#endif

// A file's bytes between two symbols, aligned for fast copies, NUL-terminated after
// the end symbol so a stray C string read stops there.
#define PS_EMBED(symbol, file)                                                        \
  __asm__(".section .rodata." #symbol ",\"a\"\n"                                     \
          ".balign 64\n"                                                             \
          ".globl " #symbol "_start\n"                                               \
          ".hidden " #symbol "_start\n" #symbol "_start:\n"                          \
          ".incbin \"" PLACEDATA_DIR "/" file "\"\n"                                 \
          ".globl " #symbol "_end\n"                                                 \
          ".hidden " #symbol "_end\n" #symbol "_end:\n"                              \
          ".byte 0\n"                                                                \
          ".previous\n");                                                            \
  extern const unsigned char symbol##_start[], symbol##_end[];

PS_EMBED(ps_cities500, "cities500.txt.gz")
PS_EMBED(ps_kr_admin, "kr-admin.tsv.gz")
PS_EMBED(ps_world_areas, "world-areas.tsv.gz")
PS_EMBED(ps_country_info, "countryInfo.txt")
PS_EMBED(ps_admin1_codes, "admin1CodesASCII.txt")
PS_EMBED(ps_area_names, "area-names.tsv")
PS_EMBED(ps_place_names, "place-names.tsv.gz")
PS_EMBED(ps_name_shares, "name-shares.tsv")
PS_EMBED(ps_countries_110m, "countries-110m.bin")
PS_EMBED(ps_dataset, "dataset.txt")

// The files above as dependencies of this one (a quoted `#embed` path is relative to
// this file).
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
__attribute__((used)) static const char ps_dependencies[] = {
#embed "../../Resources/Data/cities500.txt.gz" limit(0)
#embed "../../Resources/Data/kr-admin.tsv.gz" limit(0)
#embed "../../Resources/Data/world-areas.tsv.gz" limit(0)
#embed "../../Resources/Data/countryInfo.txt" limit(0)
#embed "../../Resources/Data/admin1CodesASCII.txt" limit(0)
#embed "../../Resources/Data/area-names.tsv" limit(0)
#embed "../../Resources/Data/place-names.tsv.gz" limit(0)
#embed "../../Resources/Data/name-shares.tsv" limit(0)
#embed "../../Resources/Data/countries-110m.bin" limit(0)
#embed "../../Resources/Data/dataset.txt" limit(0)
  0};
#pragma clang diagnostic pop

static const struct {
  const char *name;
  const unsigned char *start;
  const unsigned char *end;
} files[] = {
  {"cities500.txt.gz", ps_cities500_start, ps_cities500_end},
  {"kr-admin.tsv.gz", ps_kr_admin_start, ps_kr_admin_end},
  {"world-areas.tsv.gz", ps_world_areas_start, ps_world_areas_end},
  {"countryInfo.txt", ps_country_info_start, ps_country_info_end},
  {"admin1CodesASCII.txt", ps_admin1_codes_start, ps_admin1_codes_end},
  {"area-names.tsv", ps_area_names_start, ps_area_names_end},
  {"place-names.tsv.gz", ps_place_names_start, ps_place_names_end},
  {"name-shares.tsv", ps_name_shares_start, ps_name_shares_end},
  {"countries-110m.bin", ps_countries_110m_start, ps_countries_110m_end},
  {"dataset.txt", ps_dataset_start, ps_dataset_end},
};

const unsigned char *ps_embedded_file(const char *name, size_t *count) {
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
    if (strcmp(files[i].name, name) == 0) {
      *count = (size_t)(files[i].end - files[i].start);
      return files[i].start;
    }
  }
  *count = 0;
  return NULL;
}
