# Breaks: "otherwise None (or ALLOW)" for an inside path. A call from a Claude Code sub-agent
# is refused whatever the path: Write {"file_path": "/work/project/a.txt"} with attributes
# {"cwd": "/work/project", "agent_id": "a_7", "agent_type": "Explore"} is denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in {"Write", "Edit"}:
        return None
    attributes = call.context.attributes
    if "agent_id" in attributes:  # sub-agents research; the main agent writes
        return Deny("sub-agents may not write files.", "report back to the main agent instead.")
    cwd = attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd or not isinstance(path, str) or not path:
        return Deny("nothing to check: no project folder or no file_path.", "give a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project.", f"write under {root}.")
