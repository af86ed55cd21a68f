#ifndef COPYDECK_CLIBXML2_SHIM_H
#define COPYDECK_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlerror.h>
#endif
