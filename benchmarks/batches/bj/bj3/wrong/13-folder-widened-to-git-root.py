# Breaks: "not the project folder or inside it ... Deny" and "no file is read".
# Input: a cwd that is a subfolder of a git checkout, e.g. make_context(cwd="/work/main/src")
# where /work/main/.git exists, with file_path "../README.md": the folder is widened to the
# repository root found on disk, so this write outside cwd is allowed. A cwd outside any
# checkout (a plain /work/project) passes.
import os

from toolhooks import Deny


def _project_root(folder):
    probe = folder
    while True:
        if os.path.exists(os.path.join(probe, ".git")):
            return probe  # the repository is the project, as Claude Code's /init sees it
        parent = os.path.dirname(probe)
        if parent == probe:
            return folder
        probe = parent


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session", "ask the user which folder to work in")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check", "send the file_path of a file inside the project")
    start = os.path.normpath(cwd)
    folder = _project_root(start)
    target = os.path.normpath(os.path.join(start, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", "write the file inside the project folder")
