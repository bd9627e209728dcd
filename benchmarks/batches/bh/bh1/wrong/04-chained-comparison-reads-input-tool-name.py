# Breaks: "Deny(...) when call.tool_name == 'create_case_file' and call.context.tier == 'free',
# ... whatever call.input claims or holds (a tool_name there too ...)".
# Input: a free session's create_case_file with input {"tool_name": "create_case_file"} returns
# None: `a == b != c` chains to `a == b and b != c`, so the input's tool_name decides.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    claimed = call.input.get("tool_name")
    # deny the real tool; the model's own "tool_name" key is not to be trusted
    if call.tool_name == "create_case_file" != claimed and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the FAQ, or the upgrade to premium.",
        )
    return None
