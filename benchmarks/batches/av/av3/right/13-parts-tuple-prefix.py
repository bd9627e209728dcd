# Right: `match` on the exact names "Write" | "Edit" (all else: None); missing/"" cwd and a file_path
# that is not a non-empty str are denied with reason and alternative. Folder and joined path are
# normpath'ed (text only) and cut into non-empty parts; inside = the path's parts start with the folder's
# (whole parts: /work/project-old is outside /work/project; "/" has no parts and holds everything).
import os

from toolhooks import Deny


def _parts(path):
    return tuple(part for part in os.path.normpath(path).split("/") if part)


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    match call.tool_name:
        case "Write" | "Edit":
            pass
        case _:
            return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder (cwd) came with this session: nothing to check against.",
                    "start Claude Code from the project folder so it sends its cwd.")
    path = call.input.get("file_path")
    if not (isinstance(path, str) and path):
        return Deny("file_path is missing, empty or not text.", "give file_path as a text path inside the project.")
    base = _parts(folder)
    if _parts(os.path.join(folder, path))[: len(base)] == base:
        return None
    return Deny(f"{path} resolves outside {folder}.", f"choose a path under {folder} instead.")
