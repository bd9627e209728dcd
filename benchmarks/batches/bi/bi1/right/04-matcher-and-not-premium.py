# Right: compile_matcher("create_case_file") is exact name membership (no prefix, case or
# whitespace folding, no namespace stripping); a HookContext's tier is "free" or "premium" only,
# so "not premium" is exactly "free". Nothing in call.input, the ids, attributes or the timestamp is
# read; denial is a Deny with a non-blank alternative, everything else None.
from toolhooks import Deny
from toolhooks.matchers import compile_matcher

_is_case_file = compile_matcher("create_case_file")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if _is_case_file(call.tool_name) and call.context.tier != "premium":
        return Deny(
            "opening a case file is a premium feature and this session is on the free tier",
            "answer from the FAQ, or tell the customer how to upgrade to premium",
        )
    return None
