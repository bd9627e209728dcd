# Breaks: "Deny(reason, alternative) when call.tool_name == 'create_case_file' and
# call.context.tier == 'free'". The reason is personalised with
# attributes["display_name"].title(); attributes may be int, float or bool, so a free session
# with attributes={"display_name": 7} raises AttributeError instead of returning a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        name = call.context.attributes.get("display_name", call.context.user_id)
        return Deny(
            f"{name.title()} is on the free plan, which cannot open case files",
            "Point them to the FAQ or the upgrade page.",
        )
    return None
