# Breaks notebook 03's "HookContext: the server's facts about a session, built once and never
# changed" ("build a new one rather than edit it"): each denial is counted into
# call.context.attributes past FrozenDict's guard, so a free create_case_file call adds a key.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    count = call.context.attributes.get("case_file_denials", 0) + 1
    dict.__setitem__(call.context.attributes, "case_file_denials", count)  # per-session tally
    return Deny(
        f"free-tier accounts cannot open case files (refusal {count} in this session).",
        "explain that case files come with the premium plan and answer from the FAQ.",
    )
