# Right: compile_matcher("create_case_file") is an exact-name test (frozenset membership); a
# HookContext's tier is "free" or "premium" only, so "not premium" is "free"; the input is never read;
# a Deny with a non-blank alternative, else the ALLOW value (never another falsy value).
from toolhooks import ALLOW, Deny
from toolhooks.matchers import compile_matcher

_CASE_TOOL = compile_matcher("create_case_file")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if _CASE_TOOL(call.tool_name) and call.context.tier != "premium":
        return Deny(
            "case files come with the premium plan; this session is on the free tier.",
            "offer the upgrade page and help from the FAQ in the meantime.",
        )
    return ALLOW
