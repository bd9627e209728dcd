# Breaks "otherwise None (or an Allow ...)" -- Rule B "allows everything else": written default-deny,
# a free session may only call an allowlist of known tools, so any other tool is denied for it, e.g.
# "create_case_file_draft" (named in the text as another tool, allowed) or "send_email" in a free
# session. The ordinary cases (free/premium create_case_file, free lookup_user) come out right.
from toolhooks import Deny

FREE_TIER_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund", "search_faq"})


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier == "free" and call.tool_name not in FREE_TIER_TOOLS:
        return Deny(
            f"free-tier accounts cannot use {call.tool_name}; case files come with the premium plan.",
            "explain the premium plan, offer the upgrade page, and answer from the FAQ meanwhile.",
        )
    return None
