# Right: the verdict depends on exactly two strings, the tool name and the server's tier, so it
# is cached on that pair (an exact-equality key: "create_case_file\n" or "Create_Case_File" is
# another key, decided as another tool); the input, ids, attributes and time are never read. A free
# create_case_file gives one shared, frozen Deny with a non-blank alternative; the rest None.
from functools import lru_cache

from toolhooks import Deny


@lru_cache(maxsize=256)
def _verdict(tool_name, tier):
    if (tool_name, tier) == ("create_case_file", "free"):
        return Deny("free-tier sessions cannot create case files", "offer the FAQ or the premium plan")
    return None


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _verdict(call.tool_name, call.context.tier)
