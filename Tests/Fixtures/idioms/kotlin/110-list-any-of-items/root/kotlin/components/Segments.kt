package acme.segments

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

data class Segment(val label: String, val iconName: String? = null)

/** A bar whose height depends on whether any segment shows an icon: none by default. */
@Composable
fun Segments(segments: List<Segment> = emptyList(), pinned: List<Segment> = listOf(Segment("Home", iconName = "home"))) {
    val barHeight = if (segments.any { it.iconName != null }) 64.dp else 40.dp
    val pinnedHeight = if (pinned.any { it.iconName != null }) 56.dp else 32.dp
    Row(Modifier.height(barHeight).background(Color(0xFFF1F5F9))) {
        Row(Modifier.height(pinnedHeight)) { BasicText("Pinned") }
        for (s in segments) BasicText(s.label)
    }
}
