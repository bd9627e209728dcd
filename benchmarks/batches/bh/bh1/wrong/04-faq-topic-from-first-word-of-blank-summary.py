# Breaks: "Deny(...) when call.tool_name == 'create_case_file' and call.context.tier == 'free',
# ... whatever call.input claims or holds".
# Input: a free session's create_case_file with input {"summary": ""} (or "   ") raises
# IndexError: the alternative picks an FAQ topic from summary.split()[0].
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    summary = call.input.get("summary")
    topic = summary.split()[0].lower() if isinstance(summary, str) else "billing"
    return Deny(
        "free-tier accounts cannot open case files.",
        f"point the customer to the FAQ section on {topic!r}, or offer the premium upgrade.",
    )
