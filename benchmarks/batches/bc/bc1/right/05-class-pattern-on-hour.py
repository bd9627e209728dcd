# Right: a class pattern reads call.timestamp.hour (the UTC hour, as the timestamp is UTC) and
# matches 2 or 3, i.e. 02:00:00.000000 through 03:59:59.999999, nothing else, on any date; the
# tool name is a literal pattern compared with ==. Match -> Deny with a non-blank alternative;
# otherwise None. The input, attributes and machine clock are never read.
from datetime import datetime

from toolhooks import Deny, ToolCall


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    match call:
        case ToolCall(tool_name="create_case_file", timestamp=datetime(hour=2 | 3)):
            return Deny(
                "new case files are paused during the deploy window (02:00-04:00 UTC).",
                "tell the customer the case will be opened after 04:00 UTC and note the details.",
            )
    return None
