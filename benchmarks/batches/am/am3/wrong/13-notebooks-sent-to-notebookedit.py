# Breaks: "otherwise None (or ALLOW)" for an inside path. Like Claude Code's own check, a
# notebook is refused for Write and Edit: Edit {"file_path": "/work/project/analysis.ipynb",
# ...} with cwd "/work/project" is denied though it is inside.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user to open the project.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not a string.", "give a file path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target != root and not target.startswith(root.rstrip("/") + "/"):
        return Deny(f"{target} is outside the project.", f"write under {root}.")
    if target.endswith(".ipynb"):
        return Deny("notebooks are JSON: a text edit breaks them.", "use NotebookEdit instead.")
    return None
