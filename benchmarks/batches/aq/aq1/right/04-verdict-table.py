# Right: the verdict is looked up by the pair (call.tool_name, call.context.tier) in a one-entry table;
# tuple keys match by hash and ==, so only exactly "create_case_file" with exactly "free" finds the shared,
# immutable Deny (reason plus a non-blank alternative); any other pair falls back to ALLOW. Nothing from
# call.input, the ids or the attributes is consulted, and nothing is remembered between calls.
from toolhooks import ALLOW, Deny

_VERDICTS = {
    ("create_case_file", "free"): Deny(
        "case files are a premium feature and this session is on the free plan.",
        "tell the customer case files come with premium, link the upgrade page, and help from the FAQ now.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _VERDICTS.get((call.tool_name, call.context.tier), ALLOW)
