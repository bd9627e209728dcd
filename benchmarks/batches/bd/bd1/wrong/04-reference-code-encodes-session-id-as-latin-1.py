# Breaks "Deny(...) when ... call.context.tier == "free" ... (the tier comes from call.context.tier
# alone, not from the session's ids ...)": on a free session whose session_id is "s_東京", create_case_file
# raises UnicodeEncodeError instead of Deny: the alternative's support code encodes the session id
# as Latin-1 (an HTTP-header habit), which cannot hold most non-Latin letters.
import base64

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    code = base64.b32encode(call.context.session_id.encode("latin-1")).decode("ascii").rstrip("=")
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the premium upgrade and answer from the FAQ; support code {code[:10]}.",
    )
