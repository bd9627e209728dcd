# RIGHT. Rules as data: the one refusal is keyed by (tool name, trusted tier); a dict lookup
# hashes and compares the exact strings, so only ("create_case_file", "free") hits and every
# other name ("create_case", "Create_Case_File", "...\n") or the premium tier misses -> .get
# gives None. call.input is never read, so no claim or odd value can change the answer.
from toolhooks import Deny

_REFUSALS = {
    ("create_case_file", "free"): Deny(
        "case files are part of the premium plan, and this session is on the free plan.",
        "offer the upgrade page and answer the question from the general FAQ meanwhile.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _REFUSALS.get((call.tool_name, call.context.tier))
