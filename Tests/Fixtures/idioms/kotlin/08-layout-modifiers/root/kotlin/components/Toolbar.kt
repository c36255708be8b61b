package demo.toolbars

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.defaultMinSize
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

@Composable
fun Toolbar() {
    Row(
        modifier = Modifier
            .heightIn(min = 48.dp)
            .padding(PaddingValues(horizontal = 16.dp, vertical = 4.dp)),
        horizontalArrangement = Arrangement.spacedBy(12.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        // Icon
        Box(Modifier.size(24.dp, 20.dp))
        Box(Modifier.defaultMinSize(minHeight = 32.dp).padding(horizontal = 8.dp, vertical = 2.dp))
    }
}
