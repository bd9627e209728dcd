# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever ... (attributes ... a spend_limit of 0, an exempt flag)": the reason joins the
# session's attribute values as text, so a free session with {"spend_limit": 0} raises TypeError.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    account = ", ".join(call.context.attributes.values())
    where = f" ({account})" if account else ""
    return Deny(
        f"free-tier accounts{where} cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ.",
    )
