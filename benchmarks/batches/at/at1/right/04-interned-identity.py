# Right: sys.intern maps equal strings to one object, so `sys.intern(name) is _CASE_TOOL` is exactly
# name == "create_case_file" (no stripping, case folding or prefixes); the tier is read from
# call.context.tier only, and since a HookContext takes only "free" or "premium", "not premium" is
# "free". Returns a Deny with a non-blank alternative, otherwise ALLOW; the input is never read.
import sys

from toolhooks import ALLOW, Deny

_CASE_TOOL = sys.intern("create_case_file")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = str.__str__(call.tool_name)  # a plain str copy even for a str subclass
    if sys.intern(name) is _CASE_TOOL and call.context.tier != "premium":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the FAQ meanwhile.",
        )
    return ALLOW
