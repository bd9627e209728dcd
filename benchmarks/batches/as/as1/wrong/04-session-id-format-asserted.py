# Breaks "Deny ... when ... tier == "free", whatever ... (the session's ids ... may hold the words or
# look like policy: ... a test session)": an invariant asserts session ids look like "s_...".
# Input: HookContext("u_004", "free", "test") calling create_case_file must be denied; raises AssertionError.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    session = call.context
    assert session.session_id.startswith("s_"), f"malformed session id {session.session_id!r}"
    if call.tool_name == "create_case_file" and session.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
