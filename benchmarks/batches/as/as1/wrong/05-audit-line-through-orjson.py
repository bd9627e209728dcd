# Breaks "otherwise None ... for every other tool at any time" (the input changes nothing): each call
# is audited through orjson, which raises TypeError on ints beyond 64 bits (or lone surrogates).
# Input: create_case_file at 10:30Z with {"amount": 2**64} must get None; this raises TypeError.
from datetime import time

import orjson

from toolhooks import Deny

AUDIT_LINES = []


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    AUDIT_LINES.append(
        orjson.dumps({"tool": call.tool_name, "at": call.timestamp, "input": call.input})
    )
    del AUDIT_LINES[:-1000]
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
