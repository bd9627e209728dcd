# Breaks: "what a call returns comes from its own arguments alone (no module-level variable
# that a call writes and then reads)". Input: the same call twice (tool "create_case_file" at
# 02:30 UTC) can return different Deny values: random.choice advances and reads the random
# module's shared generator state.
import random
from datetime import time

from toolhooks import Deny

_ALTERNATIVES = [
    "note the details and open the case after 04:00 UTC.",
    "tell the customer the case will be opened once the deploy ends at 04:00 UTC.",
]


def deploy_window_hook(call):
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny("new case files are paused during the deploy window.", random.choice(_ALTERNATIVES))
    return None
