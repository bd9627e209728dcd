# Breaks "The tool name is compared exactly: ... is another tool, allowed": Cyrillic
# look-alike letters are folded to Latin before comparing (a homoglyph guard), so a free
# session calling "сreate_case_file" (Cyrillic с, U+0441) is denied instead of allowed.
from toolhooks import Deny

_LOOK_ALIKES = str.maketrans(
    {"а": "a", "с": "c", "е": "e", "і": "i", "о": "o", "р": "p", "ѕ": "s", "х": "x", "у": "y"}
)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name.translate(_LOOK_ALIKES)  # no sneaking past with homoglyphs
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
