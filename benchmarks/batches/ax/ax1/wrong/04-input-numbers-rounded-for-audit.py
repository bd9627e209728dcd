# Breaks "whatever call.input claims or holds (... any JSON type ..., a NaN or infinity too);
# otherwise None": every create_case_file is noted with its floats round()ed, which raises on
# NaN (ValueError) and infinity (OverflowError). A premium session's create_case_file with
# {"amount": float("nan")} raises instead of returning None; {"amount": 12.5} works.
from toolhooks import Deny

CASE_NOTES = []  # what was attempted, for the desk's daily report


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    CASE_NOTES.append(
        {key: round(value) if isinstance(value, float) else value for key, value in call.input.items()}
    )
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page and answer from the general FAQ meanwhile.",
        )
    return None
