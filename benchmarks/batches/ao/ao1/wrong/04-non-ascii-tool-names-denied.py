# Breaks "otherwise None (or an Allow ...)": any tool name that is not plain ASCII is denied as a
# possible homoglyph of a real tool, in every tier, so a premium (or free) session's "create_case_ｆile"
# (fullwidth f), "créer_dossier" or "lookup_usér" is denied although only create_case_file in a free
# session may be. ASCII names are handled exactly.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if not call.tool_name.isascii():
        return Deny(
            f"the tool name {call.tool_name!r} holds non-ASCII letters and may imitate a real tool.",
            "call the tool by its exact ASCII name.",
        )
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
