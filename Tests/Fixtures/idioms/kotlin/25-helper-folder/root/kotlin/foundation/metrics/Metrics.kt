package demo.foundation.metrics

import androidx.compose.ui.unit.dp

/** Control metrics, kept with the other foundations outside the component folder. */
object Metrics {
    val controlHeight = 36.dp
    val controlCorner = 10.dp
}
