#ifndef COPYDECK_CLIBXML2_SHIM_H
#define COPYDECK_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and its headers would pull the system's ICU headers into the
   module, where they clash with Foundation's own copy of ICU. Copydeck never touches libxml2's
   encoding handlers (only pointers to them), so their ICU members are not needed here. */
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlschemas.h>
#include <libxml/SAX2.h>
#include <libxml/entities.h>

/* xmlFree is a global function pointer; Swift 6 refuses to read a mutable global, so wrap it. */
static inline void copydeck_xml_free(void *pointer) { xmlFree(pointer); }

#endif
