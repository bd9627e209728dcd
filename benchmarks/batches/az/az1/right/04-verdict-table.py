# Right: the verdict is looked up by the exact pair (call.tool_name, call.context.tier);
# only ("create_case_file", "free") holds a Deny (non-blank alternative), and dict.get
# returns None for every other pair, whatever the input or attributes say. A Deny is
# immutable, so sharing one instance is safe.
from toolhooks import Deny

VERDICTS = {
    ("create_case_file", "free"): Deny(
        "Case files are a premium feature; this session is on the free tier.",
        "Point the customer to the FAQ, or to the upgrade page for premium support.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return VERDICTS.get((call.tool_name, call.context.tier))
