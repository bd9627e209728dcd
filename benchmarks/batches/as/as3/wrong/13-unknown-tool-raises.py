# Wrong: breaks "Allow every other tool, whatever its input ... always for every other tool (tool
# names compared exactly: write, EDIT, TodoWrite, mcp__fs__Write are other tools)": a tool it does
# not recognise reaches an "impossible" branch that raises. Input: make_call("mcp__fs__Write",
# {"file_path": "/etc/passwd"}) (or "write", "TodoWrite") raises ValueError; expected None.
import os

from toolhooks import Deny

# Claude Code's built-in tools that never write a file: nothing to check.
READ_ONLY_TOOLS = {"Bash", "Read", "Glob", "Grep", "LS", "WebFetch", "WebSearch", "Task",
                   "NotebookRead", "BashOutput", "KillShell", "ExitPlanMode"}


def keep_writes_in_project(call):
    if call.tool_name in READ_ONLY_TOOLS or call.tool_name in ("MultiEdit", "NotebookEdit"):
        return None
    if call.tool_name not in ("Write", "Edit"):
        raise ValueError(f"keep_writes_in_project got {call.tool_name!r}: check its matcher")
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "restart in the project folder.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text.", "pass file_path inside the project.")
    root = os.path.normpath(folder)
    full = os.path.normpath(os.path.join(root, path))
    if full == root or full.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder.", "write inside the project folder.")
