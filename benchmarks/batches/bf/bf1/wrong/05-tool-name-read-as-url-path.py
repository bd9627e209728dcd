# Breaks: "for every other tool at any time (the name compared exactly: create_case_file_draft
# and create_case are other tools)". Input: a tool named "create_case_file?draft=1" (or
# "create_case_file#2") at 2026-03-02 02:30 UTC is denied: the name goes through
# urllib.parse.urlsplit(...).path, which drops a query or fragment, as for MCP-style tool URIs.
from datetime import time
from urllib.parse import urlsplit

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if urlsplit(call.tool_name).path != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny("The 02:00-04:00 UTC deploy window is on: no new case files.",
                    "Queue the request and open the case after 04:00 UTC.")
    return None
