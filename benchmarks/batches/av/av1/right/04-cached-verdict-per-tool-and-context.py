# Right: the verdict depends only on the tool name and the trusted context, so it is cached on
# those (HookContext is frozen and hashable; equal contexts have equal tiers). The interned name
# is compared by identity with interned "create_case_file" (same as exact ==); a tier that is not
# "premium" is "free". Deny with a non-blank alternative, else None; input never read.
import sys
from functools import lru_cache

from toolhooks import Deny

_CASE_TOOL = sys.intern("create_case_file")
_DENY = Deny(
    "free-tier accounts cannot open case files.",
    "explain that case files come with the premium plan, offer the upgrade page, and answer "
    "from the general FAQ in the meantime.",
)


@lru_cache(maxsize=4096)
def _verdict(tool_name, context):
    if sys.intern(str(tool_name)) is not _CASE_TOOL:
        return None
    return None if context.tier == "premium" else _DENY


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _verdict(call.tool_name, call.context)
