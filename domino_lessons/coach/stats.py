"""The statistics the coach's estimates share: a mean with the half-width of its 95 % interval."""

from __future__ import annotations

from math import sqrt
from statistics import fmean, stdev
from typing import Sequence

Z95 = 1.96
"""The normal quantile of a two-sided 95 % interval."""


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` (at least one) and the half-width of its 95 % interval (normal approximation over
    independent samples; 0 for a single value). Over paired differences it is the interval of a difference."""
    mean = fmean(values)
    return mean, Z95 * stdev(values) / sqrt(len(values)) if len(values) > 1 else 0.0


def paired(first: Sequence[float], second: Sequence[float]) -> tuple[float, float]:
    """The mean of ``first`` minus ``second``, value by value (the same deals), with its 95 % half-width."""
    return interval([a - b for a, b in zip(first, second)])
