# Breaks "Deny(reason, alternative) (an alternative that is not blank)": the alternative is
# " ".join() of a module-level map(str.strip, ...), a one-shot iterator, so the first denial
# gets the full text and every later one in the process (e.g. the second free-tier
# create_case_file call) gets alternative "".
from toolhooks import Deny

_UPGRADE_STEPS = map(
    str.strip,
    [
        " explain that case files come with the premium plan, ",
        " offer the upgrade page, ",
        " and answer from the general FAQ in the meantime. ",
    ],
)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    return Deny("free-tier accounts cannot open case files.", " ".join(_UPGRADE_STEPS))
