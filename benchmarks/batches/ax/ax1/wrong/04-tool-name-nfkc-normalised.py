# Breaks "The tool name is compared exactly: ... is another tool, allowed": the name is
# NFKC-normalised first, so "create_case_ﬁle" (the fi ligature U+FB01) or "ｃreate_case_file"
# (fullwidth c) in a free session is denied instead of allowed. "create_case_file" is denied and
# "create_case" allowed (right).
import unicodedata

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if unicodedata.normalize("NFKC", call.tool_name) != "create_case_file":
        return None
    if call.context.tier != "free":
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "offer the premium upgrade page and answer from the general FAQ meanwhile.",
    )
