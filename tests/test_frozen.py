"""``Frozen``: a subclass behaves as the same class under ``@dataclass(frozen=True)`` would."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import itertools
import pickle
from enum import Enum
from typing import Any, ClassVar

import pytest

from domino_lessons.core.errors import Facts, Problem
from domino_lessons.core.frozen import Frozen
from domino_lessons.core.problems import NoSuchSeat


class Point(Frozen):
    """A value with a class constant and a default."""

    unit: ClassVar[str] = "pips"
    x: int
    y: int
    label: str | None = None


class Shown(Point):
    """A subclass adds a field after its base's."""

    shown: bool = True


@dataclasses.dataclass(frozen=True)
class Twin:
    """``Point`` as a dataclass."""

    unit: ClassVar[str] = "pips"
    x: int
    y: int
    label: str | None = None


def test_arguments_are_taken_as_a_dataclass_takes_them() -> None:
    assert vars(Point(1, 2)) == vars(Twin(1, 2)) == {"x": 1, "y": 2, "label": None}
    assert vars(Point(1, y=2, label="a")) == vars(Twin(1, y=2, label="a"))
    assert list(vars(Point(label="a", y=2, x=1))) == ["x", "y", "label"]  # field order, as a dataclass's
    assert Point.__match_args__ == Twin.__match_args__ == ("x", "y", "label")
    assert Shown.__match_args__ == ("x", "y", "label", "shown") and Shown(1, 2).shown
    wrong: list[tuple[tuple[object, ...], dict[str, object]]] = [
        ((1,), {}), ((1, 2, "a", 4), {}), ((1, 2), {"x": 1}), ((1, 2), {"z": 3})]
    made: tuple[Any, ...] = (Twin, Point)
    for (args, kwargs), cls in itertools.product(wrong, made):
        with pytest.raises(TypeError):
            cls(*args, **kwargs)


def test_repr_equality_and_hash_are_a_dataclass_s() -> None:
    assert repr(Point(1, 2, "a")) == repr(Twin(1, 2, "a")).replace("Twin", "Point")
    assert repr(Point(1, 2)) == "Point(x=1, y=2, label=None)"
    assert Point(1, 2) == Point(1, 2) and Point(1, 2) != Point(2, 1) and hash(Point(1, 2)) == hash(Twin(1, 2))
    assert Point(1, 2) != Shown(1, 2) and Point(1, 2) != (1, 2, None)
    assert len({Point(1, 2), Point(1, 2), Point(1, 3)}) == 2


def test_fields_are_frozen() -> None:
    point = Point(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'x'"):
        point.x = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'y'"):
        del point.y
    assert point == Point(1, 2)


def test_dataclasses_sees_a_dataclass() -> None:
    point = Point(1, 2, "a")
    assert [(f.name, f.type, f.default) for f in dataclasses.fields(Point)] == \
        [(f.name, f.type, f.default) for f in dataclasses.fields(Twin)]
    assert dataclasses.replace(point, y=5) == Point(1, 5, "a")
    assert dataclasses.asdict(point) == {"x": 1, "y": 2, "label": "a"}
    assert dataclasses.astuple(Shown(1, 2)) == (1, 2, None, True)
    assert str(inspect.signature(Point)) == str(inspect.signature(Twin))
    assert dataclasses.is_dataclass(point) and dataclasses.is_dataclass(Point)  # (last: it narrows their types)


def test_copies_and_pickles_come_back_equal() -> None:
    point = Shown(1, 2, "a", False)
    assert copy.copy(point) == copy.deepcopy(point) == pickle.loads(pickle.dumps(point)) == point


def test_match_reads_the_fields_in_order() -> None:
    match Point(1, 2):
        case Point(x, y, None):
            assert (x, y) == (1, 2)
        case _:
            pytest.fail("no match")


def test_a_class_is_refused_as_a_dataclass_would_refuse_it() -> None:
    with pytest.raises(ValueError, match="mutable default"):
        type("Listed", (Frozen,), {"__annotations__": {"tiles": "list[int]"}, "tiles": []})
    with pytest.raises(TypeError, match="non-default argument"):
        type("Misordered", (Frozen,), {"__annotations__": {"a": "int", "b": "int"}, "a": 1})


class Stray(Enum):
    """A code of another package's game."""

    LATE = "late"


def test_a_facts_class_still_decorated_as_a_dataclass_works() -> None:
    @dataclasses.dataclass(frozen=True)
    class Late(Facts):
        code: ClassVar[Stray] = Stray.LATE
        minutes: int

    late = Late(minutes=3)
    assert late.as_dict() == {"minutes": 3} and repr(late).endswith("Late(minutes=3)")
    assert [f.name for f in dataclasses.fields(late)] == ["minutes"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        late.minutes = 4  # type: ignore[misc]


def test_facts_say_their_fields_in_order() -> None:
    facts = NoSuchSeat(seat=5, last=3)
    assert facts.as_dict() == {"seat": 5, "last": 3} and list(facts.as_dict()) == ["seat", "last"]
    assert NoSuchSeat.code is Problem.NO_SUCH_SEAT and "code" not in vars(facts)
    assert NoSuchSeat(5, 3) == facts and repr(facts) == "NoSuchSeat(seat=5, last=3)"
